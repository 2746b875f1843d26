import { useMutation } from '@tanstack/react-query';
import { recordPromotionClick } from './promotions.api';

export function useRecordPromotionClick() {
  return useMutation({ mutationFn: recordPromotionClick });
}
