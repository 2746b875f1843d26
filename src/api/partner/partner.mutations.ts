import { useMutation } from '@tanstack/react-query';
import { postPartner } from './partner.api';

export function useProposePartnership() {
  return useMutation({ mutationFn: postPartner });
}
