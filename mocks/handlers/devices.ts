import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { devices, deviceSeo } from '../data/devices';
import { matches, notFound, paginate, query } from './utils';

export const DEVICE_DEFAULT_PAGE_SIZE = 8;

export const devicesHandlers = [
  http.get(api('/medical-device'), ({ request }) => {
    const params = query(request);
    const found = devices.filter((device) => matches(params.get('search'), device.title));
    const { items, meta } = paginate(found, params, DEVICE_DEFAULT_PAGE_SIZE);
    return HttpResponse.json({ data: { medical_devices: items, meta } });
  }),
  http.get(api('/medical-device/:slug'), ({ params }) => {
    const device = devices.find((item) => item.slug === params.slug);
    if (!device) return notFound('Alat kesehatan tidak ditemukan.');
    return HttpResponse.json({ data: { seo: deviceSeo(device), medical_device: device } });
  }),
];
