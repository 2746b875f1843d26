import { mutationOptions } from '@tanstack/react-query';
import { postPartner } from './partner.api';

export const proposePartnership = mutationOptions({ mutationKey: ['partner', 'propose'], mutationFn: postPartner });
