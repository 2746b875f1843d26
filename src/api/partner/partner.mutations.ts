import { mutationOptions } from '@tanstack/react-query';
import type { Sending } from '@/lib/send';
import { postPartner, type PartnerInput } from './partner.api';

export const proposePartnership = mutationOptions({
  mutationKey: ['partner', 'propose'],
  mutationFn: ({ input, control }: Sending<PartnerInput>) => postPartner(input, control),
});
