/**
 * The address the class page embeds for a stored video URL. Embed addresses of the video
 * services pass as they are; an all-digit value is a Vimeo id (the platform's video service);
 * YouTube and Vimeo watch links become their embed addresses, so an admin can paste the link
 * from the browser bar. Anything else is used as is.
 */
const VIMEO_EMBED = 'https://player.vimeo.com/video/';
const YOUTUBE_EMBED = 'https://www.youtube.com/embed/';

export function videoEmbedUrl(raw: string): string {
  const value = raw.trim();
  if (value.startsWith(VIMEO_EMBED) || value.startsWith(YOUTUBE_EMBED)) return value;
  if (/^\d+$/.test(value)) return `${VIMEO_EMBED}${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : shortsOrLiveId(url.pathname);
    if (id) return `${YOUTUBE_EMBED}${id}${startParam(url)}`;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1).split('/')[0];
    if (id) return `${YOUTUBE_EMBED}${id}${startParam(url)}`;
  }
  if (host === 'vimeo.com') {
    const [id, hash] = url.pathname.slice(1).split('/');
    if (id && /^\d+$/.test(id)) return `${VIMEO_EMBED}${id}${hash ? `?h=${hash}` : ''}`;
  }
  return value;
}

function shortsOrLiveId(pathname: string): string | null {
  const match = /^\/(?:shorts|live|embed)\/([\w-]+)/.exec(pathname);
  return match?.[1] ?? null;
}

/** YouTube's `t=90` / `t=1m30s` becomes the embed's `start` in seconds. */
function startParam(url: URL): string {
  const t = url.searchParams.get('t') ?? url.searchParams.get('start');
  if (!t) return '';
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!match) return '';
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? `?start=${seconds}` : '';
}
