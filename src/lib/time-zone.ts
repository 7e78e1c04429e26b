/** Every date and time is shown in the business's time zone, wherever the browser is (docs/product/api.md). */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';
