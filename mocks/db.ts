import { initialComments, type MockComment, type MockReply } from './data/comments';
import { scaleDemoData } from './scale';

// The prerender benchmark's bigger site (DEMO_RECORDS); leaves the fixtures alone otherwise.
scaleDemoData();

/** Tests call resetMockDb() after each test; the browser keeps it until the page reloads. */
interface MockDb {
  comments: Map<string, MockComment[]>;
  nextCommentId: number;
  promotionClicks: Map<string, number>;
  applicants: Record<string, string>[];
  partners: Record<string, string>[];
  reservations: unknown[];
}

const FIRST_POSTED_COMMENT_ID = 1000;

function initialState(): MockDb {
  return {
    comments: new Map(Object.entries(structuredClone(initialComments) as Record<string, MockComment[]>)),
    nextCommentId: FIRST_POSTED_COMMENT_ID,
    promotionClicks: new Map(),
    applicants: [],
    partners: [],
    reservations: [],
  };
}

export const db: MockDb = initialState();

export function resetMockDb(): void {
  Object.assign(db, initialState());
}

export function commentsOf(slug: string): MockComment[] {
  return db.comments.get(slug) ?? [];
}

export interface NewComment {
  slug: string;
  parentId: number | string | null;
  name: string;
  comment: string;
}

/** Stores a comment (or a reply to `parentId`); false when the parent does not exist. */
export function addComment({ slug, parentId, name, comment }: NewComment): boolean {
  const list = commentsOf(slug);
  const entry: MockReply = {
    comment_id: db.nextCommentId,
    name,
    photo: null,
    comment,
    created_at: new Date().toISOString(),
    repliesCount: 0,
  };
  if (parentId === null) {
    db.comments.set(slug, [...list, { ...entry, replies: [] }]);
  } else {
    const parent = list.find((item) => String(item.comment_id) === String(parentId));
    if (!parent) return false;
    parent.replies.push(entry);
    parent.repliesCount = parent.replies.length;
  }
  db.nextCommentId += 1;
  return true;
}

export function recordPromotionClick(slug: string): number {
  const clicks = (db.promotionClicks.get(slug) ?? 0) + 1;
  db.promotionClicks.set(slug, clicks);
  return clicks;
}
