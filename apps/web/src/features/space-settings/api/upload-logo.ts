import { useMutation } from '@tanstack/react-query';
import { uploadSpaceLogo } from '@/api/upload-space-logo';
import { useApplyLogoChange } from './apply-logo-change';

export function useUploadLogo(spaceId: string) {
  const applyLogoChange = useApplyLogoChange(spaceId);
  return useMutation({
    mutationFn: (file: File) => uploadSpaceLogo(spaceId, file),
    onSuccess: applyLogoChange,
  });
}
