import { IMAGE_RULES, loadSharp, reencodeImage, type ImageRule } from '../lib/images.js';

/** A picture drawn as SVG (gradient, a few shapes, a caption), then put through the normal upload path. */
async function drawn(rule: ImageRule, width: number, height: number, hue: number, caption: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="rgba(255,255,255,0.18)"/>
    <circle cx="${width * 0.2}" cy="${height * 0.8}" r="${Math.min(width, height) * 0.28}" fill="rgba(255,255,255,0.10)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#fff"
      text-anchor="middle" font-weight="bold">${caption}</text>
  </svg>`;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return reencodeImage(png, rule, 'demo');
}

export const demoLogo = () => drawn(IMAGE_RULES.logo, 512, 512, 348, 'BC');
export const demoAvatar = (caption: string, hue = 348) => drawn(IMAGE_RULES.avatar, 512, 512, hue, caption);
export const demoCover = (caption: string, hue = 348) => drawn(IMAGE_RULES.cover, 1600, 900, hue, caption);

/** A gallery picture and its thumbnail, with the stored size. */
export async function demoGalleryImage(hue: number, caption: string) {
  const image = await drawn(IMAGE_RULES.gallery, 1200, 900, hue, caption);
  const thumbnail = await drawn(IMAGE_RULES.thumbnail, 1200, 900, hue, caption);
  const { width = 0, height = 0 } = await (await loadSharp())(image).metadata();
  return { image, thumbnail, width, height };
}
