/***************************************************************************
  swalgorithmvacantparcels.cpp: the vacant parcel algorithm, one screen run
  through the shared parcel pipeline.
 ***************************************************************************/
#include "processing/swalgorithmvacantparcels.h"
#include "screens/vacant/swvacantscreen.h"

SwAlgorithm::Description SwVacantParcelsAlgorithm::description() const
{
  return { "vacantparcels", QT_TRANSLATE_NOOP( "SwAlgorithm", "Vacant parcels" ), Group::Screens, QT_TRANSLATE_NOOP( "SwAlgorithm", "vacant,partially vacant,contiguous,unimproved,owner,one acre,43560,erosion,sediment,notice,parcel" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Finds vacant, partially vacant and contiguous vacant parcels of 1.0 acre or more, whose owners must receive a vacant parcel notice." ) };
}

QString SwVacantParcelsAlgorithm::helpIntroduction() const
{
  return QObject::tr( "Owners of vacant parcels of 43,560 square feet (one acre) or more must submit a compliance plan with sediment control and maintenance measures (Signal Hill 12.16, vacant parcel provisions B-D). "
                      "A vacant parcel is \"an unimproved parcel without a permitted structure or other associated permanent improvements such as approved paved parking lots and associated landscaping\"; oil and gas wells, auto center freeway signs, temporary storage sheds, modular buildings and oil field related equipment are not structures (definition IIII). "
                      "Adjoining vacant parcels of the same owner that share a boundary line or point are one contiguous vacant parcel, unless the shared line or point lies within a public road, street, alley or railroad right-of-way (definition YYY). "
                      "A parcel with a permitted structure whose unimproved portion totals 1.0 acre or more is partially vacant, and that portion qualifies the whole parcel (definition CCCC). "
                      "Areas are measured in square feet in a projected working CRS; the 1.0 acre threshold is the profile's vacant.min_acres." );
}

SwVacantParcelsAlgorithm *SwVacantParcelsAlgorithm::createInstance() const
{
  return new SwVacantParcelsAlgorithm();
}

std::vector<std::unique_ptr<SwScreen>> SwVacantParcelsAlgorithm::createScreens() const
{
  std::vector<std::unique_ptr<SwScreen>> screens;
  screens.push_back( std::make_unique<SwVacantScreen>() );
  return screens;
}
