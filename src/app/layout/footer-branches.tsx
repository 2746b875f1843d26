import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@/api/site/site.queries';
import { NO_VALUE } from '@/lib/format';
import { safeUrl } from '@/lib/safe-url';
import { FooterLoading } from './footer-loading';
import * as styles from './footer.css';

export function FooterBranches() {
  const { data: branches = [], isPending } = useQuery(siteQueries.branches());
  return (
    <div>
      <h2 className={styles.heading}>Kantor Cabang</h2>
      {isPending ? (
        <FooterLoading lines={3} />
      ) : (
        <ul className={styles.list}>
          {branches.map((branch, index) => {
            const address = branch.address?.trim() || NO_VALUE;
            // An unsafe map link (javascript:, data:...) leaves the address as text.
            const url = safeUrl(branch.url);
            return (
              <li key={`${branch.title}-${index}`}>
                <span className={styles.branchTitle}>{branch.title}</span>
                {url ? (
                  <a className={styles.branchAddress} href={url} target="_blank" rel="noopener noreferrer">
                    {address}
                  </a>
                ) : (
                  <span className={styles.text}>{address}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
