import { Fragment } from 'react';

/**
 * An e-mail address that a narrow line may break only after its "@" or before a ".", never inside a name
 * ("contato@shopping/jacaranda.com.br" was drawn on a phone). Pair it with `overflow-wrap: break-word`, not
 * `anywhere`, so the box is never narrower than the longest part.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
