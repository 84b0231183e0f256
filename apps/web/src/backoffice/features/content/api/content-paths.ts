/** The brand's announcements, or one of them: `/api/admin/brands/{brandId}/announcements[/{id}]`. */
export function announcementsPath(brandId: string, announcementId?: string): string {
  const base = `/api/admin/brands/${encodeURIComponent(brandId)}/announcements`;
  return announcementId ? `${base}/${encodeURIComponent(announcementId)}` : base;
}

/** The brand's media videos, or one of them: `/api/admin/brands/{brandId}/media-videos[/{id}]`. */
export function mediaVideosPath(brandId: string, videoId?: string): string {
  const base = `/api/admin/brands/${encodeURIComponent(brandId)}/media-videos`;
  return videoId ? `${base}/${encodeURIComponent(videoId)}` : base;
}
