const JPG_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg'];
const JPG_NAME = /\.jpe?g$/i;

/** A JPG by its declared type AND its name; the server checks the bytes too. */
export function isJpgFile(file: Pick<File, 'name' | 'type'>): boolean {
  return JPG_TYPES.includes(file.type.toLowerCase()) && JPG_NAME.test(file.name);
}
