import { useMutation } from '@tanstack/react-query';
import { postReservation } from './reservation.api';

export function useSendReservation() {
  return useMutation({ mutationFn: postReservation });
}
