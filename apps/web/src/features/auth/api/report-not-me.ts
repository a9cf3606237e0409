import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

const NotMeResultSchema = z.object({ resetToken: z.string() });

/** "No fui yo" after a password change: every session ends; the answer starts a reset. */
export async function reportNotMe(token: string) {
  const { data, message } = await apiClient.post('/auth/not-me', {
    body: { token },
    schema: NotMeResultSchema,
  });
  return { message, resetToken: data.resetToken };
}

/** Opens the link, then goes straight to choosing a new password with the reset it started. */
export function useReportNotMe() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (token: string) => {
      const { message, resetToken } = await reportNotMe(token);
      navigate(`${paths.resetPassword}?token=${encodeURIComponent(resetToken)}`, { replace: true });
      return message;
    },
  });
}
