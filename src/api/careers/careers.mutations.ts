import { mutationOptions } from '@tanstack/react-query';
import type { Sending } from '@/lib/send';
import { postApplicant } from './careers.api';
import type { ApplicantInput } from './careers.schemas';

export const applyForJob = mutationOptions({
  mutationKey: ['careers', 'apply'],
  mutationFn: ({ input, control }: Sending<ApplicantInput>) => postApplicant(input, control),
});
