import type { Profile } from '@/lib/extension/contract';
import { updateWorld, world } from '../../world/store';
import type { Handlers, Remotes } from '../support';

function matchesProfileFilters(p: Profile, f: Parameters<Remotes['getProfiles']>[0]['filters']) {
  if (f.search) {
    const q = f.search.toLowerCase();
    if (
      !`${p.firstName} ${p.lastName} ${p.occupation ?? ''} ${p.companyName ?? ''}`.toLowerCase().includes(q)
    )
      return false;
  }
  if (f.tags?.length && !f.tags.some((t) => p.tags.includes(t))) return false;
  if (f.industries?.length && !f.industries.includes(p.industry ?? '')) return false;
  if (f.companies?.length && !f.companies.includes(p.companyName ?? '')) return false;
  if (f.hasNote === 'yes' && !p.notes) return false;
  if (f.hasNote === 'no' && p.notes) return false;
  const contacted = f.contacted ?? 'all';
  const isHidden = f.isHidden ?? 'no';
  if (contacted !== 'all' && p.distance !== Number(contacted.charAt(0))) return false;
  if (isHidden === 'yes' && !p.hidden) return false;
  if (isHidden === 'no' && p.hidden) return false;
  return true;
}

export const listsRemotes: Handlers<typeof import('@/lib/extension/contract/lists').listsRemotes> = {
  saveListItem: ({ listType, item }) =>
    updateWorld((w) => {
      const list = (w.lists[listType] ??= []);
      const existing = item.id !== undefined ? list.find((x) => x.id === item.id) : undefined;
      if (existing) {
        Object.assign(existing, item);
        return existing;
      }
      const created = {
        id: Math.max(0, ...list.map((x) => Number(x.id) || 0)) + 1,
        name: item.name ?? '',
        data: item.data ?? {},
      };
      list.push(created);
      return created;
    }),
  removeListItem: ({ listType, id }) =>
    updateWorld((w) => void (w.lists[listType] = (w.lists[listType] ?? []).filter((x) => x.id !== id))) ??
    true,
  getData: () => world().lists,
  getAllProfileTags: () => [...new Set(world().profiles.flatMap((p) => p.tags))].sort(),
  addTagsToProfiles: ({ profiles, tags }) =>
    updateWorld((w) =>
      w.profiles.forEach((p) => profiles.includes(p.id) && (p.tags = [...new Set([...p.tags, ...tags])])),
    ) ?? true,
  removeTagsFromProfiles: ({ profiles, tags }) =>
    updateWorld((w) =>
      w.profiles.forEach(
        (p) => profiles.includes(p.id) && (p.tags = p.tags.filter((t) => !tags.includes(t))),
      ),
    ) ?? true,
  getProfiles: ({ filters, page, sorting }) => {
    const list = world().profiles.filter((p) => matchesProfileFilters(p, filters));
    const dir = sorting.order === 'ASC' ? 1 : -1;
    list.sort((a, b) =>
      sorting.field === 'firstName'
        ? a.firstName.localeCompare(b.firstName) * dir
        : ((a.createdAt ?? 0) - (b.createdAt ?? 0)) * dir,
    );
    const start = (page.current - 1) * page.size;
    return { profiles: list.slice(start, start + page.size), total: list.length };
  },
  bulkUpdateProfiles: ({ ids, updates }) =>
    updateWorld((w) => w.profiles.forEach((p) => ids.includes(p.id) && Object.assign(p, updates))) ?? true,
  downloadProfiles: ({ filters }) => world().profiles.filter((p) => matchesProfileFilters(p, filters)),
};
