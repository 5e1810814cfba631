import { longestRequestMs } from './emulator-log';

const LOG = `i  functions: Beginning execution of "us-central1-catalog"
i  functions: Finished "us-central1-catalog" in 680.152715ms
i  functions: Finished "us-central1-catalogue" in 99999ms
i  functions: Finished "us-central1-catalog" in 19.634212ms
i  functions: Finished "us-central1-listProductReviews" in 16.068541ms
`;

describe('longestRequestMs', () => {
  it("finds the function's longest finished request, and no other function's", () => {
    expect(longestRequestMs(LOG, 'catalog')).toBeCloseTo(680.152715);
    expect(longestRequestMs(LOG, 'listProductReviews')).toBeCloseTo(16.068541);
  });

  it('is null when the function finished no request', () => {
    expect(longestRequestMs(LOG, 'addListing')).toBeNull();
    expect(longestRequestMs('', 'catalog')).toBeNull();
  });
});
