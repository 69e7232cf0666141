import { ORDER_COUNTRY_PHONE_CODE, ORDER_PLACE_TYPE } from '@hearth/domain/orders';
import { apiPost } from '../../../shared/api/api-client.ts';

/** The delivery address fields of the checkout form, trimmed. */
export interface DeliveryAddress {
  postalCode: string;
  state: string;
  city: string;
  phone: string;
  formatted_address: string;
  title: string;
}

/** POST /store/add-order-address; the country phone code and place type are fixed. */
export async function addOrderAddress(orderId: number, address: DeliveryAddress): Promise<void> {
  await apiPost('/store/add-order-address', {
    orderId,
    countryPhoneCode: ORDER_COUNTRY_PHONE_CODE,
    ...address,
    placeType: ORDER_PLACE_TYPE,
  });
}
