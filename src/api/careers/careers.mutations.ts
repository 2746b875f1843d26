import { useMutation } from '@tanstack/react-query';
import { postApplicant } from './careers.api';

export function useApplyForJob() {
  return useMutation({ mutationFn: postApplicant });
}
