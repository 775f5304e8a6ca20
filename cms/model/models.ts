import {
  busLinesSchema,
  cinemaRoomsSchema,
  eventDetailsSchema,
  contactSubjectsSchema,
  deliveryLinksSchema,
  floorPlanSchema,
  walkwayNetworkSchema,
  unitsWithoutDoor,
  holidaysSchema,
  masterplanPhasesSchema,
  masterplanSiteSchema,
  movieSessionsSchema,
  parkingFacilitiesSchema,
  quickLinksSchema,
  sectorHoursSchema,
  socialLinksSchema,
  textListSchema,
  ticketPricesSchema,
  weeklyScheduleSchema,
} from '../../src/lib/content/index.ts';
import type { FieldDef, ModelDef } from './types.ts';

/** A floor's walkways must lead to every unit of its plan (issue 24): a unit without a door cannot be routed to. */
function floorWalkwayProblems(plan: unknown, walkways: unknown): { field: string; reason: string }[] {
  const codes = floorPlanSchema.safeParse(plan).data?.units.map((u) => u.code);
  const network = walkwayNetworkSchema.safeParse(walkways).data;
  if (!codes || !network) return [];
  return unitsWithoutDoor(codes, network).map((code) => ({
    field: 'walkways',
    reason: `no door node of the walkway network opens into unit "${code}" of the plan`,
  }));
}

/**
 * The content model of the mall site, declared once. The embedded service
 * derives its GraphQL schema (graphql/schema.graphql) from this list with
 * DatoCMS's naming conventions; the demo content in cms/content is validated
 * against it. JSON fields carry their zod schema (src/lib/content, ADR 0037)
 * because DatoCMS stores them as opaque JSON.
 */

const seo: FieldDef = { apiKey: 'seo', type: 'seo', localized: true };
const required = { required: true } as const;
/** uploads the site crops and resizes: DatoCMS's "image" extension validator (an `ImageFileField` in strict mode) */
const imageOnly = { extension: { predefinedList: 'image' } } as const;
const title: FieldDef = { apiKey: 'title', type: 'string', localized: true, validators: required };

/** blocks an editor may drop into article and page bodies */
const BODY_BLOCKS = ['image_block', 'gallery_block', 'video_block', 'cta_block', 'quote_block'] as const;
/** records an editor may link to from a body */
const BODY_LINKS = ['store', 'restaurant', 'movie', 'article', 'service', 'page'] as const;

const body = (apiKey = 'body'): FieldDef => ({
  apiKey,
  type: 'structured_text',
  localized: true,
  blocks: BODY_BLOCKS,
  links: BODY_LINKS,
  inlineBlocks: [],
});

const placeFields = (categoryModel: 'store_category' | 'cuisine'): FieldDef[] => [
  { apiKey: 'name', type: 'string', validators: required },
  {
    apiKey: 'slug',
    type: 'slug',
    slugOf: 'name',
    validators: { required: true, unique: true, format: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
  },
  {
    apiKey: categoryModel === 'cuisine' ? 'cuisine' : 'category',
    type: 'link',
    targets: [categoryModel],
    validators: required,
  },
  { apiKey: 'logo', type: 'file', validators: imageOnly },
  { apiKey: 'images', type: 'gallery', validators: imageOnly },
  { apiKey: 'short_description', type: 'text', localized: true },
  {
    apiKey: 'description',
    type: 'structured_text',
    localized: true,
    blocks: [],
    links: ['store', 'restaurant', 'movie', 'service'],
    inlineBlocks: [],
  },
  { apiKey: 'floor', type: 'link', targets: ['floor'], validators: required },
  { apiKey: 'unit', type: 'string', hint: 'the map unit code on its floor, e.g. L1-104' },
  { apiKey: 'phone', type: 'string' },
  { apiKey: 'whatsapp', type: 'string', hint: 'digits with country code, e.g. 5531999990000' },
  { apiKey: 'website', type: 'string' },
  { apiKey: 'instagram', type: 'string', hint: 'handle without @' },
  {
    apiKey: 'hours_source',
    type: 'string',
    validators: { required: true, enum: ['sector', 'own', 'none'] },
    hint: "'sector': the sector's hours; 'own': opening_hours; 'none': no schedule published",
  },
  {
    apiKey: 'opening_hours',
    type: 'json',
    schema: weeklyScheduleSchema,
    hint: 'WeeklySchedule (src/lib/content), used when hours_source is own',
  },
  {
    apiKey: 'opens_on_optional_holidays',
    type: 'boolean',
    hint: 'on holidays the mall marks optional, whether this place opens',
  },
  { apiKey: 'tags', type: 'json', schema: textListSchema, hint: 'string[] of search keywords' },
  { apiKey: 'featured', type: 'boolean' },
  seo,
];

export const MODELS: readonly ModelDef[] = [
  // ─── singletons ────────────────────────────────────────────────────────────
  {
    apiKey: 'site_settings',
    name: 'Site settings',
    singleton: true,
    fields: [
      { apiKey: 'mall_name', type: 'string', validators: required },
      { apiKey: 'tagline', type: 'string', localized: true },
      { apiKey: 'city', type: 'string', validators: required },
      { apiKey: 'state', type: 'string', validators: required },
      { apiKey: 'street_address', type: 'string', validators: required },
      { apiKey: 'district', type: 'string' },
      { apiKey: 'postal_code', type: 'string', validators: { required: true, format: '^\\d{5}-\\d{3}$' } },
      { apiKey: 'location', type: 'lat_lon', validators: required },
      { apiKey: 'phone', type: 'string', validators: required },
      { apiKey: 'whatsapp', type: 'string', validators: required },
      { apiKey: 'email', type: 'string', validators: required },
      { apiKey: 'social_links', type: 'json', schema: socialLinksSchema, hint: 'SocialLink[]' },
      {
        apiKey: 'mall_hours',
        type: 'json',
        schema: weeklyScheduleSchema,
        validators: required,
        hint: 'WeeklySchedule of the corridors',
      },
      {
        apiKey: 'sector_hours',
        type: 'json',
        schema: sectorHoursSchema,
        validators: required,
        hint: 'SectorHours: WeeklySchedule per sector (stores, gastronomy, cinema, leisure)',
      },
      { apiKey: 'holidays', type: 'json', schema: holidaysSchema, hint: 'HolidayException[]: dated exceptions' },
      {
        apiKey: 'quick_links',
        type: 'json',
        schema: quickLinksSchema,
        validators: required,
        hint: 'QuickLink[] for the header',
      },
      { apiKey: 'directions_url', type: 'string', validators: required },
      { apiKey: 'terms_url', type: 'string', validators: required },
      { apiKey: 'privacy_url', type: 'string', validators: required },
      {
        apiKey: 'accessibility_url',
        type: 'string',
        hint: 'the accessibility page, linked from the footer: /page/{slug} or a full URL',
      },
      {
        apiKey: 'gift_card_url',
        type: 'string',
        hint: 'the gift card page, linked from the footer: /page/{slug} or a full URL',
      },
      { apiKey: 'sign_language_url', type: 'string', validators: required },
      {
        apiKey: 'institute_product',
        type: 'slug',
        validators: { required: true, format: '^[a-z0-9-]+$' },
        hint: 'the {product} of /instituto-{product}',
      },
      { apiKey: 'gtm_id', type: 'string', validators: { format: '^GTM-[A-Z0-9]+$' } },
      { apiKey: 'parking_info', type: 'text', localized: true },
    ],
  },
  {
    apiKey: 'home_page',
    name: 'Home page',
    singleton: true,
    fields: [
      title,
      { apiKey: 'hero_slides', type: 'rich_text', localized: true, blocks: ['hero_slide'] },
      { apiKey: 'featured_stores', type: 'links', targets: ['store'] },
      { apiKey: 'featured_restaurants', type: 'links', targets: ['restaurant'] },
      { apiKey: 'newsletter_title', type: 'string', localized: true },
      { apiKey: 'newsletter_text', type: 'text', localized: true },
      seo,
    ],
  },
  ...(
    [
      'about_page',
      'contact_page',
      'map_page',
      'masterplan_page',
      'art_culture_page',
      'opportunity_page',
      'search_page',
    ] as const
  ).map((apiKey): ModelDef => ({
    apiKey,
    name: apiKey.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    singleton: true,
    fields: [
      title,
      { apiKey: 'lead', type: 'text', localized: true },
      { apiKey: 'cover', type: 'file', validators: imageOnly },
      body(),
      // the masterplan draws its phases as an illustrated plan, and lists them
      ...(apiKey === 'masterplan_page'
        ? ([
            {
              apiKey: 'phases',
              type: 'json',
              schema: masterplanPhasesSchema,
              hint: 'MasterplanPhase[]: each phase of the plan, its year, status, area and shape',
            },
            {
              apiKey: 'site_plan',
              type: 'json',
              schema: masterplanSiteSchema,
              hint: 'MasterplanSite: the site boundary, the existing mall and the streets around it',
            },
          ] satisfies FieldDef[])
        : []),
      ...(apiKey === 'contact_page'
        ? ([
            {
              apiKey: 'subjects',
              type: 'json',
              schema: contactSubjectsSchema,
              hint: 'ContactSubject[]: the kinds of message the contact form offers',
            },
          ] satisfies FieldDef[])
        : []),
      seo,
    ],
  })),
  {
    apiKey: 'cinema_page',
    name: 'Cinema page',
    singleton: true,
    fields: [
      title,
      { apiKey: 'lead', type: 'text', localized: true },
      { apiKey: 'cover', type: 'file', validators: imageOnly },
      { apiKey: 'prices', type: 'json', schema: ticketPricesSchema, hint: 'TicketPrice[]' },
      { apiKey: 'rooms', type: 'json', schema: cinemaRoomsSchema, hint: 'CinemaRoom[]' },
      { apiKey: 'half_price_rules', type: 'structured_text', localized: true, blocks: [], links: [], inlineBlocks: [] },
      seo,
    ],
  },
  {
    // 'Como chegar': what a visitor needs to arrive; the address, the map link
    // and the hours by sector come from site_settings, kept in one place.
    apiKey: 'directions_page',
    name: 'Directions page',
    singleton: true,
    fields: [
      title,
      { apiKey: 'lead', type: 'text', localized: true },
      {
        apiKey: 'parking_prices',
        type: 'json',
        schema: ticketPricesSchema,
        hint: 'TicketPrice[]: the parking tariff, in BRL cents',
      },
      { apiKey: 'parking_hours', type: 'text', localized: true },
      {
        apiKey: 'parking_facilities',
        type: 'json',
        schema: parkingFacilitiesSchema,
        hint: 'ParkingFacilities: counts of spots, covered spots, EV chargers, bike racks, accessible and senior spots',
      },
      { apiKey: 'parking_notes', type: 'text', localized: true, hint: 'payment, lost ticket, validation' },
      { apiKey: 'bus_lines', type: 'json', schema: busLinesSchema, hint: 'BusLine[]' },
      { apiKey: 'ride_hailing', type: 'text', localized: true, hint: 'where ride-hailing cars pick up and drop off' },
      { apiKey: 'taxi', type: 'text', localized: true },
      seo,
    ],
  },
  {
    apiKey: 'institute',
    name: 'Institute',
    singleton: true,
    fields: [
      { apiKey: 'name', type: 'string', validators: required },
      { apiKey: 'lead', type: 'text', localized: true },
      { apiKey: 'cover', type: 'file', validators: imageOnly },
      body(),
      { apiKey: 'projects_title', type: 'string', localized: true },
      { apiKey: 'projects_lead', type: 'text', localized: true },
      seo,
    ],
  },

  // ─── collections ───────────────────────────────────────────────────────────
  {
    apiKey: 'store_category',
    name: 'Store category',
    plural: 'store_categories',
    sortable: true,
    fields: [
      { apiKey: 'name', type: 'string', localized: true, validators: required },
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
    ],
  },
  {
    apiKey: 'cuisine',
    name: 'Cuisine',
    sortable: true,
    fields: [
      { apiKey: 'name', type: 'string', localized: true, validators: required },
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
    ],
  },
  { apiKey: 'store', name: 'Store', fields: placeFields('store_category') },
  {
    apiKey: 'restaurant',
    name: 'Restaurant',
    fields: [
      ...placeFields('cuisine'),
      { apiKey: 'price_range', type: 'integer', validators: { range: { min: 1, max: 4 } } },
      { apiKey: 'menu_url', type: 'string' },
      { apiKey: 'delivery_links', type: 'json', schema: deliveryLinksSchema, hint: 'DeliveryLink[]' },
    ],
  },
  {
    apiKey: 'floor',
    name: 'Floor',
    sortable: true,
    fields: [
      { apiKey: 'name', type: 'string', localized: true, validators: required },
      { apiKey: 'code', type: 'string', validators: { required: true, unique: true } },
      { apiKey: 'level', type: 'integer', validators: required },
      {
        apiKey: 'plan',
        type: 'json',
        schema: floorPlanSchema,
        validators: required,
        hint: 'FloorPlan: viewBox, units (code, outline path, label position), amenities; a car-park level: no units, areas (bays, lanes, walkways)',
      },
      {
        apiKey: 'walkways',
        type: 'json',
        schema: walkwayNetworkSchema,
        hint: 'WalkwayNetwork: nodes (junctions, unit doors, entrances, parking, lifts, escalators, stairs, landmarks) and edges; connectors join floors by id',
      },
    ],
    check: (fields) => floorWalkwayProblems(fields.plan, fields.walkways),
  },
  {
    apiKey: 'movie',
    name: 'Movie',
    fields: [
      title,
      { apiKey: 'original_title', type: 'string' },
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
      { apiKey: 'synopsis', type: 'text', localized: true },
      { apiKey: 'poster', type: 'file' },
      { apiKey: 'genre', type: 'string', localized: true },
      { apiKey: 'duration_minutes', type: 'integer' },
      {
        apiKey: 'age_rating',
        type: 'string',
        validators: { required: true, enum: ['L', '10', '12', '14', '16', '18'] },
      },
      { apiKey: 'director', type: 'string' },
      { apiKey: 'cast', type: 'json', schema: textListSchema, hint: 'string[]' },
      { apiKey: 'trailer_url', type: 'string' },
      { apiKey: 'starts_on', type: 'date', validators: required },
      { apiKey: 'ends_on', type: 'date' },
      { apiKey: 'sessions', type: 'json', schema: movieSessionsSchema, hint: 'MovieSession[]: a weekly programme' },
      seo,
    ],
  },
  {
    apiKey: 'article_category',
    name: 'Article category',
    plural: 'article_categories',
    fields: [
      { apiKey: 'name', type: 'string', localized: true, validators: required },
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
    ],
  },
  {
    apiKey: 'article',
    name: 'Article',
    fields: [
      title,
      { apiKey: 'slug', type: 'slug', localized: true, validators: { required: true, unique: true } },
      { apiKey: 'date', type: 'date', validators: required },
      { apiKey: 'cover', type: 'file', validators: imageOnly },
      { apiKey: 'category', type: 'link', targets: ['article_category'] },
      { apiKey: 'excerpt', type: 'text', localized: true },
      body(),
      {
        apiKey: 'event',
        type: 'json',
        schema: eventDetailsSchema,
        hint: 'EventDetails (src/lib/content): set it to make the article an event in the agenda',
      },
      { apiKey: 'event_place', type: 'link', targets: ['store', 'restaurant', 'service'] },
      seo,
    ],
  },
  {
    apiKey: 'service',
    name: 'Service',
    sortable: true,
    fields: [
      { apiKey: 'name', type: 'string', localized: true, validators: required },
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
      { apiKey: 'description', type: 'text', localized: true },
      { apiKey: 'icon', type: 'string', hint: 'icon key, e.g. wifi, parking, pet, stroller, wheelchair' },
      { apiKey: 'floor', type: 'link', targets: ['floor'] },
      { apiKey: 'unit', type: 'string' },
      { apiKey: 'phone', type: 'string' },
    ],
  },
  {
    apiKey: 'institute_project',
    name: 'Institute project',
    sortable: true,
    fields: [
      title,
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
      { apiKey: 'summary', type: 'text', localized: true },
      { apiKey: 'cover', type: 'file', validators: imageOnly },
      { apiKey: 'year', type: 'integer' },
      body(),
    ],
  },
  {
    apiKey: 'job_opening',
    name: 'Job opening',
    fields: [
      title,
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
      { apiKey: 'employer', type: 'string', validators: required },
      { apiKey: 'description', type: 'text', localized: true },
      { apiKey: 'requirements', type: 'text', localized: true, hint: 'one requirement a line' },
      {
        apiKey: 'employment_type',
        type: 'string',
        validators: { enum: ['full_time', 'part_time', 'internship', 'temporary'] },
      },
      { apiKey: 'published_on', type: 'date' },
      { apiKey: 'closes_on', type: 'date' },
    ],
  },
  {
    // A store's or restaurant's promotion. Its validity is two instants (DatoCMS keeps date_time in the
    // project's time zone, America/Sao_Paulo); the site decides current / upcoming / ended in the browser
    // (ADR 0069). Its categories reuse the places' own taxonomies, so filters and search share one vocabulary.
    apiKey: 'offer',
    name: 'Offer',
    fields: [
      title,
      {
        apiKey: 'slug',
        type: 'slug',
        validators: { required: true, unique: true, format: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
      },
      {
        apiKey: 'description',
        type: 'structured_text',
        localized: true,
        blocks: [],
        links: ['store', 'restaurant'],
        inlineBlocks: [],
      },
      { apiKey: 'image', type: 'file', validators: imageOnly },
      {
        apiKey: 'places',
        type: 'links',
        targets: ['store', 'restaurant'],
        hint: 'the stores and restaurants the offer belongs to; an offer with none is not listed',
      },
      { apiKey: 'starts_at', type: 'date_time', validators: required, hint: 'in the mall time (America/Sao_Paulo)' },
      { apiKey: 'ends_at', type: 'date_time', validators: required, hint: 'in the mall time (America/Sao_Paulo)' },
      { apiKey: 'terms', type: 'text', localized: true },
      { apiKey: 'coupon_code', type: 'string' },
      { apiKey: 'categories', type: 'links', targets: ['store_category', 'cuisine'] },
      seo,
    ],
  },
  {
    // Editors keep the search's vocabulary here: one record a group of words a
    // visitor means the same by, in either language ("wifi, wi-fi, internet").
    apiKey: 'search_synonym',
    name: 'Search synonym',
    fields: [
      {
        apiKey: 'terms',
        type: 'string',
        validators: required,
        hint: 'words or phrases that mean the same in a search, separated by commas',
      },
    ],
  },
  {
    apiKey: 'page',
    name: 'Page',
    fields: [
      title,
      { apiKey: 'slug', type: 'slug', validators: { required: true, unique: true } },
      { apiKey: 'lead', type: 'text', localized: true },
      body(),
      seo,
    ],
  },

  // ─── blocks ────────────────────────────────────────────────────────────────
  {
    apiKey: 'image_block',
    name: 'Image block',
    block: true,
    fields: [
      { apiKey: 'image', type: 'file', validators: required },
      { apiKey: 'caption', type: 'string' },
    ],
  },
  {
    apiKey: 'gallery_block',
    name: 'Gallery block',
    block: true,
    fields: [
      { apiKey: 'images', type: 'gallery' },
      { apiKey: 'caption', type: 'string' },
    ],
  },
  {
    apiKey: 'video_block',
    name: 'Video block',
    block: true,
    fields: [
      { apiKey: 'url', type: 'string', validators: required },
      { apiKey: 'title', type: 'string', validators: required },
    ],
  },
  {
    apiKey: 'cta_block',
    name: 'Call to action block',
    block: true,
    fields: [
      { apiKey: 'label', type: 'string', validators: required },
      { apiKey: 'url', type: 'string', validators: required },
      { apiKey: 'text', type: 'text' },
    ],
  },
  {
    apiKey: 'quote_block',
    name: 'Quote block',
    block: true,
    fields: [
      { apiKey: 'quote', type: 'text', validators: required },
      { apiKey: 'author', type: 'string' },
    ],
  },
  {
    apiKey: 'hero_slide',
    name: 'Hero slide',
    block: true,
    fields: [
      { apiKey: 'title', type: 'string', validators: required },
      { apiKey: 'subtitle', type: 'string' },
      { apiKey: 'image', type: 'file', validators: required },
      { apiKey: 'link_label', type: 'string' },
      { apiKey: 'link_url', type: 'string' },
    ],
  },
];

export const modelByApiKey = (apiKey: string): ModelDef | undefined => MODELS.find((m) => m.apiKey === apiKey);
