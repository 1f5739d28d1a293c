/* Generated from /work/wt/issue-11/tests/config/form-valid/schemas/forms/ by scripts/config. Do not edit: change the schemas and rebuild. */

export type StoredFileId = string;
export type FileName = string;
export type MediaType = string;
export type SizeInBytes = number;
export type CustomerReference = string;
export type Trade = string;
export type ColourScheme = string;
export type UseCustomColours = boolean;
export type PrimaryColour = string;
export type SecondaryColour = string;
export type UseTheColoursOfMyLogo = boolean;
export type FirstName = string;
export type CompanyName = string;
export type EmailAddress = string;
export type PhoneNumber = string;
export type BusinessName = string;
/**
 * @maxItems 30
 */
export type PhotosOfYourWork = Image[];
/**
 * Whether we may use stock photos where the customer has too few of their own.
 */
export type UseStockImages = boolean;
/**
 * @maxItems 100
 */
export type Accreditations = string[];
/**
 * @maxItems 100
 */
export type AccreditationImages = {
  name: string;
  file: Image;
}[];
export type OtherAccreditations = string;
export type OnlineProfiles = ("Facebook" | "Google Business Profile" | "TrustATrade" | "CheckATrade" | "Yell")[];
export type OtherProfiles = string;
export type InstagramHandle = string;
export type BusinessEmail = "yes" | "no" | "already";
export type EmailAddressStyle = "common" | "first-name" | "custom";
export type EmailAddressPrefix = string;
export type WhatsAppNumber = string;
/**
 * @maxItems 100
 */
export type Services = string[];
export type AdditionalServices = string;
export type MinimumCallOutCharge = string;
/**
 * @maxItems 50
 */
export type ServiceAreas = string[];
/**
 * @maxItems 7
 */
export type BusinessHours = {
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  open: boolean;
  openTime: string;
  closeTime: string;
}[];
export type YearsOfExperience = string;
export type HappyCustomers = string;
export type ProjectsCompleted = string;
export type EmergencyJobs = string;
export type StreetAddress = string;
export type Town = string;
export type County = string;
export type PostCode = string;
export type CompanyRegistrationNumber = string;
export type HideMyAddressOnTheWebsite = boolean;
export type IAlreadyOwnADomainName = boolean;
export type DomainName = string;
export type IAgreeToTheTerms = true;
export type Name = string;
export type Email = string;
export type Subject = string;
export type Message = string;
export type DomainName1 = string;
export type GeneralComments = string;
export type HomePageComments = string;
export type ServicesPageComments = string;
export type AboutPageComments = string;
export type TestimonialsComments = string;
export type ContactPageComments = string;
export type FooterComments = string;
export type NavigationComments = string;
export type ProjectsComments = string;
export type WebsitePreview = string;
export type CustomerReference1 = string;
/**
 * The trade from the link: one the media form offers (a trade file in config/trades/ that lists the media form), else the form's fallback.
 */
export type Trade1 = string;
/**
 * @maxItems 30
 */
export type PhotosOfYourWork1 = Image[];
/**
 * Whether we may add stock photos.
 */
export type UseStockImages1 = boolean;
export type CustomerReference2 = string;
export type Trade2 = string;
export type ColourScheme1 = string;
export type UseCustomColours1 = boolean;
export type PrimaryColour1 = string;
export type SecondaryColour1 = string;
export type UseTheColoursOfMyLogo1 = boolean;
export type FirstName1 = string;
export type CompanyName1 = string;
export type EmailAddress1 = string;
export type PhoneNumber1 = string;
export type BusinessName1 = string;
/**
 * @maxItems 30
 */
export type PhotosOfYourWork2 = Image[];
/**
 * @maxItems 100
 */
export type Accreditations1 = string[];
/**
 * @maxItems 100
 */
export type AccreditationImages1 = {
  name: string;
  file: Image;
}[];
export type OtherAccreditations1 = string;
export type OnlineProfiles1 = ("Facebook" | "Google Business Profile" | "TrustATrade" | "CheckATrade" | "Yell")[];
export type OtherProfiles1 = string;
export type InstagramHandle1 = string;
export type BusinessEmail1 = "yes" | "no" | "already";
export type EmailAddressStyle1 = "common" | "first-name" | "custom";
export type EmailAddressPrefix1 = string;
export type WhatsAppNumber1 = string;
/**
 * @maxItems 100
 */
export type Services1 = string[];
export type AdditionalServices1 = string;
export type MinimumCallOutCharge1 = string;
/**
 * @maxItems 50
 */
export type ServiceAreas1 = string[];
/**
 * @maxItems 7
 */
export type BusinessHours1 = {
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  open: boolean;
  openTime: string;
  closeTime: string;
}[];
export type YearsOfExperience1 = string;
export type HappyCustomers1 = string;
export type ProjectsCompleted1 = string;
export type EmergencyJobs1 = string;
export type StreetAddress1 = string;
export type Town1 = string;
export type County1 = string;
export type PostCode1 = string;
export type CompanyRegistrationNumber1 = string;
export type HideMyAddressOnTheWebsite1 = boolean;
export type IAlreadyOwnADomainName1 = boolean;
export type DomainName2 = string;
export type IAgreeToTheTerms1 = true;
export type Email1 = string;

export interface FormDataSchemas {}
/**
 * An image chosen on this device; its bytes wait in the browser until they are uploaded.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  id: StoredFileId;
  name: FileName;
  type: MediaType;
  size: SizeInBytes;
}
/**
 * The answers of the partner and home/form business form (spec part 2 §3): the request form's answers plus the stock-images choice.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Business form".
 */
export interface BusinessForm {
  customerNumber?: CustomerReference;
  tradeType: Trade;
  selectedColorScheme?: ColourScheme;
  useCustomColors?: UseCustomColours;
  customPrimaryColor?: PrimaryColour;
  customSecondaryColor?: SecondaryColour;
  extractColorsFromLogo?: UseTheColoursOfMyLogo;
  businessBasics: BusinessBasics;
  businessName?: BusinessName;
  logo?: Image;
  gallery?: PhotosOfYourWork;
  useStockImages?: UseStockImages;
  selectedAccreditations?: Accreditations;
  accreditationImages?: AccreditationImages;
  additionalAccreditation?: OtherAccreditations;
  onlineProfiles?: OnlineProfiles;
  additionalProfiles?: OtherProfiles;
  instagramHandle?: InstagramHandle;
  businessEmailOption?: BusinessEmail;
  businessEmailPrefixKind?: EmailAddressStyle;
  businessEmailPrefix?: EmailAddressPrefix;
  whatsAppNumber?: WhatsAppNumber;
  selectedServices?: Services;
  additionalServices?: AdditionalServices;
  minimumCallOut?: MinimumCallOutCharge;
  serviceLocations?: ServiceAreas;
  businessHours?: BusinessHours;
  businessStats?: BusinessStats;
  businessAddress: BusinessAddress;
  hasDomain?: IAlreadyOwnADomainName;
  domainName?: DomainName;
  termsAgreed: IAgreeToTheTerms;
}
export interface BusinessBasics {
  firstName: FirstName;
  companyName: CompanyName;
  email: EmailAddress;
  phone: PhoneNumber;
}
export interface BusinessStats {
  experience?: YearsOfExperience;
  happyCustomers?: HappyCustomers;
  projectsCompleted?: ProjectsCompleted;
  emergencyJobs?: EmergencyJobs;
}
export interface BusinessAddress {
  street: StreetAddress;
  town: Town;
  county: County;
  postcode: PostCode;
  registrationNumber?: CompanyRegistrationNumber;
  hideAddress?: HideMyAddressOnTheWebsite;
}
/**
 * The answers of the contact form (spec part 2 §3 and §5). How they are shown is in config/forms/contact.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Contact message".
 */
export interface ContactMessage {
  name: Name;
  email: Email;
  subject: Subject;
  message: Message;
}
/**
 * The answer of the domain selection form (spec part 2 §3): one of the domain names the link offers. How it is shown is in config/forms/domain-selection.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Domain choice".
 */
export interface DomainChoice {
  selectedDomain: DomainName1;
}
/**
 * The answers of the website feedback form (spec part 2 §3): nine optional comments. How they are shown is in config/forms/feedback.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Website feedback".
 */
export interface WebsiteFeedback {
  generalComments?: GeneralComments;
  homePageComments?: HomePageComments;
  servicesComments?: ServicesPageComments;
  aboutComments?: AboutPageComments;
  testimonialsComments?: TestimonialsComments;
  contactComments?: ContactPageComments;
  footerComments?: FooterComments;
  navigationComments?: NavigationComments;
  projectsComments?: ProjectsComments;
  websiteUrl?: WebsitePreview;
}
/**
 * The answers of the media upload page (spec part 2 §3 "Media upload state"). How they are shown is in config/forms/media.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Media upload".
 */
export interface MediaUpload {
  customerNumber?: CustomerReference1;
  tradeType?: Trade1;
  logo?: Image;
  gallery?: PhotosOfYourWork1;
  useStockImages?: UseStockImages1;
}
/**
 * The answers of the 10-step website request form (spec part 1 §3). How each field is shown is in config/forms/request.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Website request".
 */
export interface WebsiteRequest {
  customerNumber?: CustomerReference2;
  tradeType: Trade2;
  selectedColorScheme?: ColourScheme1;
  useCustomColors?: UseCustomColours1;
  customPrimaryColor?: PrimaryColour1;
  customSecondaryColor?: SecondaryColour1;
  extractColorsFromLogo?: UseTheColoursOfMyLogo1;
  businessBasics: BusinessBasics1;
  businessName?: BusinessName1;
  logo?: Image;
  gallery?: PhotosOfYourWork2;
  selectedAccreditations?: Accreditations1;
  accreditationImages?: AccreditationImages1;
  additionalAccreditation?: OtherAccreditations1;
  onlineProfiles?: OnlineProfiles1;
  additionalProfiles?: OtherProfiles1;
  instagramHandle?: InstagramHandle1;
  businessEmailOption?: BusinessEmail1;
  businessEmailPrefixKind?: EmailAddressStyle1;
  businessEmailPrefix?: EmailAddressPrefix1;
  whatsAppNumber?: WhatsAppNumber1;
  selectedServices?: Services1;
  additionalServices?: AdditionalServices1;
  minimumCallOut?: MinimumCallOutCharge1;
  serviceLocations?: ServiceAreas1;
  businessHours?: BusinessHours1;
  businessStats?: BusinessStats1;
  businessAddress: BusinessAddress1;
  hasDomain?: IAlreadyOwnADomainName1;
  domainName?: DomainName2;
  termsAgreed: IAgreeToTheTerms1;
}
export interface BusinessBasics1 {
  firstName: FirstName1;
  companyName: CompanyName1;
  email: EmailAddress1;
  phone: PhoneNumber1;
}
export interface BusinessStats1 {
  experience?: YearsOfExperience1;
  happyCustomers?: HappyCustomers1;
  projectsCompleted?: ProjectsCompleted1;
  emergencyJobs?: EmergencyJobs1;
}
export interface BusinessAddress1 {
  street: StreetAddress1;
  town: Town1;
  county: County1;
  postcode: PostCode1;
  registrationNumber?: CompanyRegistrationNumber1;
  hideAddress?: HideMyAddressOnTheWebsite1;
}
/**
 * The answer of the unsubscribe form (spec part 2 §3). How it is shown is in config/forms/unsubscribe.yaml.
 *
 * This interface was referenced by `FormDataSchemas`'s JSON-Schema
 * via the `definition` "Unsubscribe request".
 */
export interface UnsubscribeRequest {
  email: Email1;
}

/** The answers of the forms whose config says `schema: business`. */
export type BusinessFormData = BusinessForm;

/** The answers of the forms whose config says `schema: contact`. */
export type ContactFormData = ContactMessage;

/** The answers of the forms whose config says `schema: domain-selection`. */
export type DomainSelectionFormData = DomainChoice;

/** The answers of the forms whose config says `schema: feedback`. */
export type FeedbackFormData = WebsiteFeedback;

/** The answers of the forms whose config says `schema: media`. */
export type MediaFormData = MediaUpload;

/** The answers of the forms whose config says `schema: request`. */
export type RequestFormData = WebsiteRequest;

/** The answers of the forms whose config says `schema: unsubscribe`. */
export type UnsubscribeFormData = UnsubscribeRequest;
