export { resolveImageUrl } from '@app/contract/image-url';
