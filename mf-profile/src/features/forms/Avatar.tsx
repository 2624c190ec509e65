// The user's picture, or the user placeholder until one is uploaded.
import { Picture, type CurrentUser } from '@povar/shared-kit';

export function Avatar({ image, name, className }: { image: CurrentUser['avatar']; name: string; className?: string | undefined }) {
  return <Picture image={image} alt={name ? `Фото: ${name}` : 'Фото профиля'} kind="user" className={className ?? ''} />;
}
