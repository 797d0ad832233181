import { CHATBOT_PRESET_IMAGES, DEFAULT_CHATBOT_IMAGE, type ChatbotPresetImage } from '@ieum/domain';
import sun from '../assets/preset-sun.svg';
import moon from '../assets/preset-moon.svg';
import flower from '../assets/preset-flower.svg';
import tree from '../assets/preset-tree.svg';

/** The bundled picture and Korean name of each preset the server accepts. */
export const PRESET_PICTURES: Record<ChatbotPresetImage, { url: string; label: string }> = {
  'preset:sun': { url: sun, label: '해님' },
  'preset:moon': { url: moon, label: '달님' },
  'preset:flower': { url: flower, label: '꽃' },
  'preset:tree': { url: tree, label: '나무' },
};

export const PRESET_CHOICES = CHATBOT_PRESET_IMAGES.map((id) => ({ id, ...PRESET_PICTURES[id] }));

/** The image URL to show for a stored profileImage: a preset id, an uploaded image URL, or anything else (default). */
export function chatbotImageUrl(profileImage: string | null | undefined): string {
  if (profileImage && profileImage in PRESET_PICTURES) return PRESET_PICTURES[profileImage as ChatbotPresetImage].url;
  if (profileImage && /^(https?:)?\/\//.test(profileImage)) return profileImage;
  return PRESET_PICTURES[DEFAULT_CHATBOT_IMAGE].url;
}
