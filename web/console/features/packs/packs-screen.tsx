import { Link } from 'react-router';
import { useMe } from '../../api/session';
import { useT } from '../../i18n/use-t';
import { QueryState } from '../../ui/query-state';
import { usePacks } from './api';
import { priceText } from './price';

/** Every pack, on sale or not, with a price change waiting for its date. */
export function PacksScreen() {
  const { t, i18n } = useT();
  const me = useMe();
  const canWrite = me.data?.role === 'admin' || me.data?.role === 'editor';
  const packs = usePacks();
  return (
    <section aria-labelledby="packs-title">
      <h1 id="packs-title">{t('packs.title')}</h1>
      <QueryState query={packs} isEmpty={(list) => list.length === 0} empty={t('packs.empty')}>
        {(list) => (
          <table className="table">
            <caption className="visually-hidden">{t('packs.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('packs.pack')}</th>
                <th scope="col">{t('packs.price')}</th>
                <th scope="col">{t('packs.validity')}</th>
                <th scope="col">{t('packs.subscribers')}</th>
                <th scope="col">{t('packs.status')}</th>
                {canWrite && <th scope="col">{t('tournaments.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.title}
                    {p.title_mm && (
                      <>
                        <br />
                        <span lang="my">{p.title_mm}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {priceText(p.price_minor, p.currency, i18n.language)}
                    {p.next_price_minor !== null && p.next_price_from && (
                      <p className="hint">
                        {t('packs.nextPrice', {
                          price: priceText(
                            p.next_price_minor,
                            p.next_currency ?? p.currency,
                            i18n.language,
                          ),
                          date: new Date(p.next_price_from).toLocaleDateString(
                            i18n.language === 'mm' ? 'my' : 'en-GB',
                          ),
                        })}
                      </p>
                    )}
                  </td>
                  <td>{t('packs.days', { count: p.validity_days })}</td>
                  <td>{p.subscribers}</td>
                  <td>{p.active ? t('packs.onSale') : t('packs.offSale')}</td>
                  {canWrite && (
                    <td>
                      <Link to={`/packs/${p.id}`} aria-label={`${t('packs.edit')}: ${p.title}`}>
                        {t('packs.edit')}
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
