import { Button, Stack, Text } from '@chakra-ui/react';
import { AVATAR_ACCEPT, MESSAGES, isAllowedAvatar } from '@domain';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UserAvatar, initialsOf } from '../../Account/UserAvatar';

export interface AvatarUploadProps {
  /** The user's full name: the initials when there is no picture, and the picture's alt text. */
  name: string;
  /** The current picture's URL, or null when the user has none. */
  src?: string | null | undefined;
  /** The file control and the preview of a chosen file show only while editing. */
  editing: boolean;
  /** Called with an accepted file (png, jpeg, jpg); a refused one is never passed on. */
  onFileChange: (file: File) => void;
  disabled?: boolean;
  buttonLabel?: string;
  /** The hidden file input's accessible name, for assistive technology that reaches it. */
  inputLabel?: string;
  helperText?: string;
  rejectedMessage?: string;
}

/**
 * The user's avatar and, while editing, a control to choose a new picture with a preview of it.
 * Leaving edit mode drops the preview, so a cancelled edit shows the saved picture again.
 */
export function AvatarUpload({
  name,
  src,
  editing,
  onFileChange,
  disabled = false,
  buttonLabel = 'Change photo',
  inputLabel = 'Profile photo',
  helperText = 'PNG or JPEG image',
  rejectedMessage = MESSAGES.avatarTypeInvalid,
}: AvatarUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const [wasEditing, setWasEditing] = useState(editing);
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (!editing) {
      setPreviewUrl(null);
      setRejected(false);
    }
  }

  // Each preview URL holds the file in memory until revoked: release it once it is replaced.
  useEffect(() => {
    if (previewUrl === null) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    if (!isAllowedAvatar(file)) {
      setRejected(true);
      return;
    }
    setRejected(false);
    setPreviewUrl(URL.createObjectURL(file));
    onFileChange(file);
  }

  const shown = editing && previewUrl !== null ? previewUrl : (src ?? undefined);

  return (
    <Stack align="center" gap="3">
      <UserAvatar
        size="2xl"
        colorPalette="brand"
        initials={initialsOf(name)}
        src={shown}
        alt={name}
        imageProps={{ 'data-preview': shown === previewUrl }}
      />
      {editing && (
        <Stack align="center" gap="1">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            aria-label={inputLabel}
            onChange={choose}
            disabled={disabled}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={helperId}
          >
            {buttonLabel}
          </Button>
          <Text id={helperId} fontSize="xs" color="fg.muted">
            {helperText}
          </Text>
          {rejected && (
            <Text role="alert" fontSize="sm" color="fg.error" textAlign="center">
              {rejectedMessage}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
