/** SearchBox widget of the reader remote. */
export default function SearchBox() {
  return null;
}
