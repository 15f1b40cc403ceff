/**
 * Saves a Blob (a CSV export, a calendar file, a certificate) under a file name through a temporary
 * object URL: the one way every download the API serves behind the bearer token reaches the disk.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
