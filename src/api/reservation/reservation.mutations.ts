import { mutationOptions } from '@tanstack/react-query';
import type { Sending } from '@/lib/send';
import { postReservation } from './reservation.api';
import type { ReservationInput } from './reservation.api';

export const sendReservation = mutationOptions({
  mutationKey: ['reservation', 'send'],
  mutationFn: ({ input, control }: Sending<ReservationInput>) => postReservation(input, control),
});
