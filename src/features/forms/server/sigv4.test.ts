import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4 } from './sigv4';

// AWS's published Signature Version 4 test suite (get-vanilla, post-vanilla)
const vector = {
  region: 'us-east-1',
  service: 'service',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const headers = { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' };
const prefix =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

describe('SigV4', () => {
  it('signs AWS’s get-vanilla request as the test suite says', () => {
    expect(
      signV4({
        ...vector,
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers,
        payloadHash: sha256Hex(''),
      }),
    ).toBe(`${prefix}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`);
  });

  it('signs AWS’s post-vanilla request as the test suite says', () => {
    expect(
      signV4({
        ...vector,
        method: 'POST',
        url: new URL('https://example.amazonaws.com/'),
        headers,
        payloadHash: sha256Hex(''),
      }),
    ).toBe(`${prefix}5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b`);
  });

  it('signs AWS’s query-ordering vector (keys sorted)', () => {
    const url = new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1');
    expect(signV4({ ...vector, method: 'GET', url, headers, payloadHash: sha256Hex('') })).toBe(
      `${prefix}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`,
    );
  });
});
