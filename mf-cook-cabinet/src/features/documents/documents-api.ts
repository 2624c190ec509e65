// The cook's own documents and kitchen photos (GET /api/profiles/files, with each file's
// moderation state), their uploads (POST /api/profiles/document|kitchen/upload) and removal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, notifyError, notifySuccess } from '@povar/shared-kit';
import { DOCUMENT_LABEL, DOCUMENT_MAX_MEGABYTES, KITCHEN_PHOTO_LABEL, KITCHEN_PHOTO_MAX_MEGABYTES } from '@povar/shared-kit/contracts';
import { applicationDocumentRule, failureText, imageRule, type UploadKind } from '@povar/shared-kit/forms';
import { moderationEndpoints } from '@povar/shared-kit/endpoints/moderation';

export const OWN_FILES_QUERY_KEY = ['cabinet', 'files'] as const;
export const REMOVED_TEXT = 'Файл удалён';
export const UPLOADED_TEXT = 'Файл загружен и отправлен на проверку';

/** The API keeps at most 30 files of a kind a person; this many may be chosen at once. */
const MAX_FILES_AT_ONCE = 10;

export const CABINET_UPLOADS = {
  documents: {
    upload: moderationEndpoints.uploadDocument,
    remove: moderationEndpoints.removeDocument,
    rule: applicationDocumentRule(DOCUMENT_LABEL, DOCUMENT_MAX_MEGABYTES),
    maxFiles: MAX_FILES_AT_ONCE,
  },
  kitchenPhotos: {
    upload: moderationEndpoints.uploadKitchenPhoto,
    remove: moderationEndpoints.removeKitchenPhoto,
    rule: imageRule(KITCHEN_PHOTO_LABEL, KITCHEN_PHOTO_MAX_MEGABYTES),
    maxFiles: MAX_FILES_AT_ONCE,
  },
} as const satisfies Record<string, UploadKind>;

export function useOwnFiles() {
  return useQuery({
    queryKey: OWN_FILES_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const files = await call(moderationEndpoints.listOwnFiles, { signal });
      if (!files) throw new Error('The API answered without data');
      return files;
    },
  });
}

/** What an upload field calls once a file is on the server: the list is read again, with the file in it. */
export function useFileArrived() {
  const queryClient = useQueryClient();
  return () => {
    notifySuccess(UPLOADED_TEXT);
    void queryClient.invalidateQueries({ queryKey: OWN_FILES_QUERY_KEY });
  };
}

export function useRemoveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, fileId }: { kind: keyof typeof CABINET_UPLOADS; fileId: number }) => {
      const removed = await call(CABINET_UPLOADS[kind].remove, { body: { fileId } });
      if (removed === undefined) throw new Error('The API answered without data');
    },
    onSuccess: async () => {
      notifySuccess(REMOVED_TEXT);
      await queryClient.invalidateQueries({ queryKey: OWN_FILES_QUERY_KEY });
    },
    onError: (error) => notifyError(failureText(error)),
  });
}
