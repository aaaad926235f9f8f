// After a deploy the old build's files are gone, and only a reload brings the new build's. A
// download that failed for want of a network must not reload (the browser would show its offline
// page): the file is asked for again, and only an answer that it does not exist reloads, once per
// file (the address stays; drafts are in local storage).
const KEY = 'reachly.reloadedForMissingFile:';
const FILE_IN_MESSAGE = /(https?:\/\/\S+?\.m?js)\b/;

export async function reloadIfFileIsGone(error: Error): Promise<boolean> {
  const file = FILE_IN_MESSAGE.exec(error.message)?.[1];
  if (!file || new URL(file).origin !== window.location.origin) return false;
  try {
    const answer = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    if (answer.status !== 404 && answer.status !== 410) return false;
    if (sessionStorage.getItem(KEY + file)) return false;
    sessionStorage.setItem(KEY + file, '1');
  } catch {
    return false; // offline, or storage blocked: Try again stays the way out
  }
  window.location.reload();
  return true;
}
