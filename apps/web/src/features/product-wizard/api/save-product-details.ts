import { apiPost, type FormBody } from '../../../shared/api/api-client.ts';
import { withFallback } from './fail-with.ts';
import type { WizardDish } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** POST /secure/product-details (step 2, an upsert): model.dish when the server sends it. */
export async function saveProductDetails(body: FormBody): Promise<WizardDish | null> {
  try {
    const envelope = await apiPost<{ dish?: WizardDish }>('/secure/product-details', body);
    return envelope.model?.dish ?? null;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.detailsCreationFailed);
  }
}
