// @povar/shared-kit/forms: the pieces every form of every remote is made of — a labelled field
// with its hint and error, the spinner, the shared form styles, the file rules, the
// masked phone, and what a failed call tells a person. A subpath of its own (not the kit's
// root) so zod and the form styles load only with the forms that use them.
export { controlProps, Field, FieldError } from './Field';
// The kit's spinner, kept here for the forms that already take it from this subpath.
export { Spinner } from '@povar/shared-kit';
export { default as formStyles } from './Form.module.css';
export { failureText, isRefusal } from './failure';
export {
  DOCUMENT_FILE_EXTENSIONS,
  IMAGE_EXTENSIONS,
  applicationDocumentRule,
  documentRule,
  fileProblem,
  imageRule,
  previewUrlOf,
  releasePreviewUrl,
  type FileRule,
} from './file-rules';
export { mobileMaskedPhoneField, toApiPhone, toMaskedPhone } from './phone-input';
export { MorePages, type MorePagesProps } from './MorePages';
export { useFileUploads, type FileUploadsOptions, type UploadItem, type UploadKind } from './use-file-uploads';
export { UploadField, type UploadFieldProps } from './UploadField';
export { PersonalDataConsent, personalDataConsentText, privacyPolicyPath } from './PersonalDataConsent';
