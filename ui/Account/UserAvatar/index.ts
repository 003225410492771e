export { UserAvatar, initialsOf, type UserAvatarProps } from './UserAvatar';
