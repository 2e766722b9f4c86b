/** WeChat's privacy agreement exists only in the mini-program (index.weapp.tsx): H5 ships nothing. */
export default function WxPrivacy() {
  return null
}
