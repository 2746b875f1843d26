import { useState } from 'react';
import { Image } from '@/ui/image';
import * as styles from './device-gallery.css';

const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 600;
const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 72;

/** The photos, else the thumbnail; with neither, the main image shows the default image. */
export function galleryImages(photos: readonly { photo: string }[], thumbnail: string | null): (string | null)[] {
  if (photos.length > 0) return photos.map((item) => item.photo);
  return [thumbnail];
}

export function DeviceGallery({ images, title }: { images: (string | null)[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, images.length - 1);

  return (
    <div className={styles.gallery}>
      <Image
        src={images[current]}
        alt={images.length > 1 ? `${title}, foto ${current + 1} dari ${images.length}` : title}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        priority
        className={styles.main}
      />
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Foto lainnya">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-pressed={index === current}
                aria-label={`Foto ${index + 1}`}
                onClick={() => setSelected(index)}
              >
                <Image src={src} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} className={styles.thumb} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
