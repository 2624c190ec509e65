// The cook's schedule and days off through the API (contract: shared-kit contracts/schedule.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, notifySuccess, type CookScheduleFields } from '@povar/shared-kit';
import { scheduleEndpoints } from '@povar/shared-kit/endpoints/schedule';

export const SCHEDULE_QUERY_KEY = ['cabinet', 'schedule'] as const;
export const DAYS_OFF_QUERY_KEY = ['cabinet', 'schedule', 'days-off'] as const;

export const SCHEDULE_SAVED_TEXT = 'График сохранён';
export const DAYS_OFF_SAVED_TEXT = 'Выходные сохранены';

const required = <T>(answer: T | undefined): T => {
  if (answer === undefined) throw new Error('The API answered without data');
  return answer;
};

export function useSchedule() {
  return useQuery({
    queryKey: SCHEDULE_QUERY_KEY,
    queryFn: async ({ signal }) => required(await call(scheduleEndpoints.getCookSchedule, { signal })),
  });
}

export function useDaysOff() {
  return useQuery({
    queryKey: DAYS_OFF_QUERY_KEY,
    queryFn: async ({ signal }) => required(await call(scheduleEndpoints.getCookDaysOff, { signal })),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: CookScheduleFields) => required(await call(scheduleEndpoints.saveCookSchedule, { body: fields })),
    onSuccess: (schedule) => {
      queryClient.setQueryData(SCHEDULE_QUERY_KEY, schedule);
      notifySuccess(SCHEDULE_SAVED_TEXT);
    },
  });
}

export function useSaveDaysOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dates: string[]) => required(await call(scheduleEndpoints.saveCookDaysOff, { body: { dates } })),
    onSuccess: (daysOff) => {
      queryClient.setQueryData(DAYS_OFF_QUERY_KEY, daysOff);
      notifySuccess(DAYS_OFF_SAVED_TEXT);
    },
  });
}
