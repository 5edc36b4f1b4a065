/**
 * `POST /wps/v2/uploads/image` (token): one image, its bytes as the request body with content type
 * image/png or image/jpeg, at most 5 MB; answered `{ imageId, createdAt }`. What the bytes are is
 * decided by their content (server/uploads), not by the content type the client sends.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { MAX_IMAGE_BYTES, storeImage } from './upload.service';

export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  // a scope of its own: the image parsers (and their larger body limit) apply to this route only
  app.register(async (scope) => {
    scope.addContentTypeParser(['image/png', 'image/jpeg'], { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/wps/v2/uploads/image',
      { bodyLimit: MAX_IMAGE_BYTES, config: { auth: 'token', rateLimit: sensitiveLimit(ctx, 'upload') } },
      async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) return failure('upload_type', 'Only png and jpg images can be uploaded');
        const stored = await storeImage(ctx.db, {
          merchantId: request.merchant!.id,
          memberId: request.session!.memberId,
          bytes: request.body,
          now: ctx.now(),
        });
        if (!stored.ok) {
          return stored.reason === 'upload_size'
            ? failure('upload_size', 'An image may be at most 5 MB')
            : failure('upload_type', 'Only png and jpg images can be uploaded');
        }
        return ok({ imageId: String(stored.id), createdAt: ctx.now().toISOString() });
      },
    );
  });
}
