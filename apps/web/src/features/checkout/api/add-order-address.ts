import { setOrderAddress } from '@hearth/domain/contracts/orders';
import { ORDER_COUNTRY_PHONE_CODE, ORDER_PLACE_TYPE, type OrderAddressInput } from '@hearth/domain/orders';
import { callApi } from '@/shared/api/contract-client.ts';

/** The delivery address fields of the checkout form, trimmed. */
export type DeliveryAddress = Omit<OrderAddressInput, 'orderId' | 'countryPhoneCode' | 'placeType'>;

/** POST /store/add-order-address; the country phone code and place type are fixed. */
export async function addOrderAddress(orderId: number, address: DeliveryAddress): Promise<void> {
  await callApi(setOrderAddress, {
    orderId,
    countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
    ...address,
    placeType: ORDER_PLACE_TYPE,
  });
}
