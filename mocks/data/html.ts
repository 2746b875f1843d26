/** Small builders for the HTML fields of the fixtures (the site sanitizes and renders them). */

export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

export const bulletList = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const withList = (intro: string, items: readonly string[]): string => `<p>${intro}</p>${bulletList(items)}`;

/** An embedded video the way the back office's editor stores it. */
export const oembed = (youtubeId: string): string =>
  `<figure class="media"><oembed url="https://www.youtube.com/watch?v=${youtubeId}"></oembed></figure>`;

export interface ArticleParts {
  intro: string;
  heading: string;
  points: readonly string[];
  more?: readonly [string, string];
  closing: string;
  video?: string;
}

export function articleBody({ intro, heading, points, more, closing, video }: ArticleParts): string {
  return [
    paragraphs(intro),
    video ? oembed(video) : '',
    `<h2>${heading}</h2>`,
    bulletList(points),
    more ? `<h3>${more[0]}</h3>${paragraphs(more[1])}` : '',
    paragraphs(closing),
  ].join('');
}
