/**
 * The orders this tab verified a guest's e-mail for, in session storage: the payment and success pages of
 * such an order show the guest's four steps (Details, Verify e-mail, Pay, Done) though the guest is now
 * signed in.
 */
const VERIFIED_KEY = 'checkout-verified-order';

export function rememberVerifiedOrder(orderId: number): void {
  try {
    window.sessionStorage.setItem(VERIFIED_KEY, String(orderId));
  } catch {
    // Storage refused (private mode): the steps then show the customer's three.
  }
}

export function wasVerifiedHere(orderId: number | null): boolean {
  if (orderId === null) return false;
  try {
    return window.sessionStorage.getItem(VERIFIED_KEY) === String(orderId);
  } catch {
    return false;
  }
}
