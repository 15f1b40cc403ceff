// Being written (issue 4).
export default function Page() {
  return null;
}
