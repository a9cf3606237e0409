import {
  CalendarFeedLinkSchema,
  CalendarFeedSchema,
  type CalendarFeedScope,
  CalendarFeedsSchema,
} from '@citavet/domain/calendar/calendar-feed.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const segment = (value: string) => encodeURIComponent(value);
const feedsKey = (spaceId: string) => ['calendar-feeds', spaceId] as const;
const feedPath = (spaceId: string, scope: CalendarFeedScope) =>
  `/spaces/${segment(spaceId)}/calendar-feeds/${scope}`;

export function useCalendarFeeds(spaceId: string | null) {
  return useQuery({
    queryKey: feedsKey(spaceId ?? ''),
    enabled: spaceId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/spaces/${segment(spaceId ?? '')}/calendar-feeds`, {
        schema: CalendarFeedsSchema,
        signal,
      });
      return data;
    },
  });
}

/** A new secret URL (the old one stops): answered once, so the screen keeps it while it is open. */
export function useCreateCalendarFeedLink(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: CalendarFeedScope) => {
      const { data } = await apiClient.post(`${feedPath(spaceId, scope)}/link`, {
        schema: CalendarFeedLinkSchema,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsKey(spaceId) }),
  });
}

export function useUpdateCalendarFeed(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { scope: CalendarFeedScope; hideClientNames: boolean }) => {
      const { data } = await apiClient.patch(feedPath(spaceId, change.scope), {
        body: { hideClientNames: change.hideClientNames },
        schema: CalendarFeedSchema,
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsKey(spaceId) }),
  });
}

export function useDeleteCalendarFeed(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: CalendarFeedScope) => {
      await apiClient.delete(feedPath(spaceId, scope));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsKey(spaceId) }),
  });
}
