/** Customers' uploads: a logo for a submission, checked by type, signature and size, stored in the media library with its uploader. */
export { LOGO_MAX_BYTES, LOGO_UPLOADS_PER_DAY, UploadRefused, logoFileInput, uploadLogo, uploadMessages, type LogoFile, type UploadedLogo } from './uploadLogo'
export { rasterTypes, sniffRasterType, type RasterType } from './imageType'
