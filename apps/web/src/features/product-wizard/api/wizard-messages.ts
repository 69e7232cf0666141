/**
 * The client's own failure texts of the wizard. They are catalogue keys of the
 * `productWizard` section; wizardMessage() shows them in the reader's language.
 */
export const WIZARD_MESSAGES = {
  productCreationFailed: 'productWizard.errors.productCreationFailed',
  detailsCreationFailed: 'productWizard.errors.detailsCreationFailed',
  relateFailed: 'productWizard.errors.relateFailed',
  getProductFailed: 'productWizard.errors.getProductFailed',
  getDetailsFailed: 'productWizard.errors.getDetailsFailed',
  removeImageFailed: 'productWizard.errors.removeimage',
  notSaved: 'productWizard.errors.notSaved',
  requestFailed: 'productWizard.errors.requestFailed',
  detailsFailed: 'productWizard.errors.faileddetails',
  imageUploadFailed: 'productWizard.errors.imageUploadFailed',
  jpgOnly: 'productWizard.errors.jpgOnlyError',
  imageSelect: 'productWizard.errors.imageselect',
  network: 'productWizard.errors.network',
  checkForm: 'productWizard.errors.checkForm',
} as const;
