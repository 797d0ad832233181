import { chatbotImageUrl } from './preset-images';

/** The companion's picture; decorative, because its name is always written next to it. */
export function ChatbotAvatar({ profileImage, size = 'small' }: { profileImage: string | null | undefined; size?: 'small' | 'large' }) {
  return <img className={`chat-avatar chat-avatar--${size}`} src={chatbotImageUrl(profileImage)} alt="" />;
}
