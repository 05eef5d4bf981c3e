// Files: checking a picked file against its purpose, uploading it with progress, and downloading
// files that need the signed-in user's token.

export { AttachFileField, type AttachFileTexts } from './AttachFileField';
export {
  acceptOf,
  checkFile,
  type FileProblem,
  fileHint,
  fileProblemText,
  type PickedFile,
  uploadContentType,
} from './check';
export {
  type DownloadOptions,
  downloadFile,
  type FetchedFile,
  fetchFile,
  saveBlob,
  startDownload,
} from './download';
export { NamedFileInput } from './NamedFileInput';
export {
  putFile,
  type UploadedFile,
  type UploadOptions,
  type UploadProgress,
  type UploadZone,
  uploadFile,
} from './upload';
export { type Upload, UploadProgressBar, uploadErrorFields, useUpload } from './use-upload';
