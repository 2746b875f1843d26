import { mutationOptions } from '@tanstack/react-query';
import { postApplicant } from './careers.api';

export const applyForJob = mutationOptions({ mutationKey: ['careers', 'apply'], mutationFn: postApplicant });
