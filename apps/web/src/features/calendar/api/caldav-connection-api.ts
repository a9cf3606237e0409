import {
  CalDavConnectionSchema,
  CalDavConnectionStatusSchema,
  type ConnectCalDav,
  type UpdateCalDavConnection,
} from '@citavet/domain/calendar/caldav-connection.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const connectionKey = (spaceId: string) => ['caldav-connection', spaceId] as const;
const connectionPath = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/caldav-connection`;

export function useCalDavConnection(spaceId: string) {
  return useQuery({
    queryKey: connectionKey(spaceId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(connectionPath(spaceId), {
        schema: CalDavConnectionStatusSchema,
        signal,
      });
      return data;
    },
  });
}

export function useConnectCalDav(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConnectCalDav) => {
      const { data } = await apiClient.put(connectionPath(spaceId), {
        body: input,
        schema: CalDavConnectionSchema,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKey(spaceId) }),
  });
}

export function useUpdateCalDavConnection(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCalDavConnection) => {
      const { data } = await apiClient.patch(connectionPath(spaceId), {
        body: input,
        schema: CalDavConnectionSchema,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKey(spaceId) }),
  });
}

export function useDisconnectCalDav(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(connectionPath(spaceId));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKey(spaceId) }),
  });
}
