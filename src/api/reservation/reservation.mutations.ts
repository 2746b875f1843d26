import { mutationOptions } from '@tanstack/react-query';
import { postReservation } from './reservation.api';

export const sendReservation = mutationOptions({ mutationKey: ['reservation', 'send'], mutationFn: postReservation });
